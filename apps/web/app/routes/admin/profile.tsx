export default function Screen() {
  return <p>profile</p>;
}
