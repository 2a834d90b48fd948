import { formatPhoneDisplay } from "@utsav/domain/client";
import type { VendorProfile, VendorProfileSection } from "@utsav/domain";
import { categoryLabel } from "../ui/categories";

/** One line that shows what a saved section holds, so the vendor can check it without opening it. */
export function sectionSummary(section: VendorProfileSection, sections: VendorProfile["sections"]): string | null {
  switch (section) {
    case "business": {
      const s = sections.business;
      return s ? `${s.businessName} · ${s.categories.map(categoryLabel).join(", ")}` : null;
    }
    case "contact": {
      const s = sections.contact;
      return s ? `${s.contactName} · ${formatPhoneDisplay(s.phoneNumber)}` : null;
    }
    case "service": {
      const s = sections.service;
      if (!s) return null;
      const areas = s.serviceAreas.length === 1 ? "1 area" : `${s.serviceAreas.length} areas`;
      const notice = s.leadTimeDays === 0 ? "same-day" : s.leadTimeDays === 1 ? "1 day's notice" : `${s.leadTimeDays} days' notice`;
      return `${s.area} · serves ${areas} · ${notice}`;
    }
    case "terms": {
      const s = sections.terms;
      return s ? `${s.advancePercent}% advance · refund and cancellation policy set` : null;
    }
  }
}
