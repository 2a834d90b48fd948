import { Outlet } from "react-router";

export default function VendorLayoutRoute() {
  return <Outlet />;
}
