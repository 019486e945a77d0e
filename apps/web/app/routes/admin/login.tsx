export default function Screen() {
  return <p>login</p>;
}
