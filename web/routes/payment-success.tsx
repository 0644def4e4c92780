export function Component() {
  return <h1>Zahlung</h1>;
}
