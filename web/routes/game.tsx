export function Component() {
  return <h1>Spiel</h1>;
}
