import type { OfferingTerms, ServiceabilityAnswer } from "@utsav/domain";
import { PinIcon } from "../../../shared/ui/icons";
import styles from "./service-area-line.module.css";

interface ServiceAreaLineProps {
  terms: OfferingTerms | null;
  /** Whether the vendor serves the consumer's chosen locality; null until one is chosen. */
  serviceability: ServiceabilityAnswer | null;
}

/**
 * Where the vendor serves (decision 0022): "Serves {locality}" or "Doesn't serve {locality}: {x} km away, serves
 * within {r} km of {base}" once the consumer has chosen a locality, and the vendor's area before that.
 */
export function ServiceAreaLine({ terms, serviceability }: ServiceAreaLineProps) {
  const text = serviceability?.line ?? terms?.serviceAreaSummary;
  if (!text) return null;
  return (
    <p className={styles.line} data-serves={serviceability ? String(serviceability.serves) : undefined}>
      <PinIcon />
      <span>{text}</span>
    </p>
  );
}
