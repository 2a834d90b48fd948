import { LoginScreen } from "../src/features/account/login-screen";

export default function LoginRoute() {
  return <LoginScreen />;
}
