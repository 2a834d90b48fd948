import { Skeleton } from "../../shared/ui/skeleton";
import form from "./account-form.module.css";

/** What stands in for a login step while its code loads (the server renders the step itself). */
export function LoginStepSkeleton() {
  return (
    <div className={form.form} aria-hidden="true">
      <Skeleton width="60%" height={28} />
      <Skeleton height={56} />
      <Skeleton height={48} radius={999} />
    </div>
  );
}
