export default function Screen() {
  return <p>edit-profile</p>;
}
