export function Component() {
  return <h1>Ferdy</h1>;
}
