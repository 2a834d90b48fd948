export default function Page() {
  return <div className="container">widget-offerings</div>;
}
