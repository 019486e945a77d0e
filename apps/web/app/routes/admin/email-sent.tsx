export default function Screen() {
  return <p>email-sent</p>;
}
