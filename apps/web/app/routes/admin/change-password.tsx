export default function Screen() {
  return <p>change-password</p>;
}
