export default function Page() {
  return <div className="container">offering</div>;
}
