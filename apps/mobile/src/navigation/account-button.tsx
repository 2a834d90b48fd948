import { useRouter } from "expo-router";
import { COPY } from "@utsav/domain/client";
import { useSession } from "../session/session-provider";
import { Button } from "../shared/ui/button";
import { paths } from "./paths";

/** Login, or Profile once signed in: in the header of every screen, as in the web's header menu (application §6). */
export function AccountButton() {
  const router = useRouter();
  const { signedIn } = useSession();
  return (
    <Button
      label={signedIn ? COPY.profile : COPY.login}
      variant="text"
      onPress={() => router.push(signedIn ? paths.profile() : paths.login())}
    />
  );
}
