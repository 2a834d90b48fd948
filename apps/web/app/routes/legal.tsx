export default function Page() {
  return <div className="container">legal</div>;
}
