export default function Page() {
  return <div className="container">request-proposals</div>;
}
