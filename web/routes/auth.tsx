export function Component() {
  return <h1>Anmelden</h1>;
}
