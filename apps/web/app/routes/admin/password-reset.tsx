export default function Screen() {
  return <p>password-reset</p>;
}
