export default function Screen() {
  return <p>forgot-password</p>;
}
