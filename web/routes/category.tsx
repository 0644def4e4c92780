export function Component() {
  return <h1>Spiele</h1>;
}
