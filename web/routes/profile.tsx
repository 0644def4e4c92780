export function Component() {
  return <h1>Mein Profil</h1>;
}
