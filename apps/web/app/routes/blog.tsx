export default function Page() {
  return <div className="container">blog</div>;
}
