export default function PendingVendorRoute() {
  return <p className="container">This screen is being prepared.</p>;
}
