import {
  CATEGORIES,
  earliestEventDate,
  findLocality,
  formatLongDate,
  isIsoDate,
  localityByName,
  localityInAddress,
  messageFor,
  serviceabilityLine,
  serviceabilityOf,
  suggestLocalities,
  TERMS_MESSAGES,
  termsForCategory,
} from "@utsav/domain";
import type {
  Locality,
  LocalityData,
  ServiceArea,
  ServiceabilityAnswer,
  VendorSections,
  VendorTerms,
  VendorTermsByCategory,
} from "@utsav/domain";
import { HttpError, notFound } from "../../platform/http/http-errors.ts";
import { DEFAULT_TERMS } from "./terms-repository.ts";
import type { TermsRepository } from "./terms-repository.ts";

// Vendor terms reach the consumer: where a vendor serves, how far ahead it is booked, and the checks a booking passes
// (spec: catalogue §9; docs/decisions/0022-vendor-terms-and-service-areas.md).

export const toLocalityData = ({ name, pincodes, lat, lon }: Locality): LocalityData => ({ name, pincodes: [...pincodes], lat, lon });

/**
 * Where a vendor account serves, from its Service section: its radius of its base, and the areas it names
 * (docs/decisions/0036). Saves since then hold the gazetteer's names; a profile saved before may hold words it does
 * not know: an unknown base counts as the city limits, as it always did, and an unknown area counts for nothing.
 */
export function serviceAreaFromSection(service: VendorSections["service"] | undefined): ServiceArea {
  if (!service) return { kind: "city" };
  const areas = [...new Set(service.serviceAreas.flatMap((area) => findLocality(area)?.name ?? []))];
  return { kind: "radius", baseLocality: findLocality(service.area)?.name ?? service.area, radiusKm: service.serviceRadiusKm, areas };
}

/** The terms a vendor account's Service and Terms sections give: its base, radius and areas, lead time and advance. */
export function termsFromSections(sections: Partial<VendorSections>): VendorTermsByCategory {
  const { service, terms } = sections;
  return {
    serviceArea: serviceAreaFromSection(service),
    leadTimeDays: service ? service.leadTimeDays : null,
    leadTimeText: service ? `${service.leadTimeDays} ${service.leadTimeDays === 1 ? "day" : "days"}` : null,
    advancePercent: terms ? terms.advancePercent : null,
    // The schedule the Terms section holds as data (docs/decisions/0035); none saved (a section saved before, or no
    // tiers) is null: the written policy stays words on the policy card, and no table is invented from it.
    refunds: terms?.refunds ?? null,
    byCategory: {},
  };
}

/** What a booking adds to its offering's fields for the vendor's terms: the event date and the address's locality. */
export interface BookingTermsInput {
  eventDate?: string;
  locality?: string;
  /** Free text of the offering's own fields, where an address may name a locality or pincode. */
  addressText: string;
}

export class TermsService {
  /**
   * The offerings each locality's vendors do not serve, worked out once per locality (the gazetteer's few hundred)
   * until the catalogue next changes: every page a consumer with a chosen locality opens asks for it.
   */
  private readonly unservedByLocality = new Map<string, Promise<string[]>>();

  constructor(private readonly repository: TermsRepository) {}

  /** The catalogue changed (terms, offerings, approvals, pauses): forget what was worked out from it. */
  forgetCatalogue(): void {
    this.unservedByLocality.clear();
  }

  /** GET /api/localities: the suggestions for what is typed, and the locality it names exactly, if any. */
  suggestions(query: string): { localities: LocalityData[]; match: LocalityData | null } {
    const match = query.trim() ? findLocality(query) : null;
    return { localities: suggestLocalities(query).map(toLocalityData), match: match ? toLocalityData(match) : null };
  }

  /** The locality a consumer named, or 400 with a message that says so. */
  locality(text: string): Locality {
    const locality = findLocality(text);
    if (!locality) throw new HttpError(400, TERMS_MESSAGES.unknownLocality(text.trim()), "LOCALITY_UNKNOWN");
    return locality;
  }

  /** A vendor's terms for one category of its offerings; a vendor with none written serves Bengaluru. */
  async termsFor(vendorId: string, category: string): Promise<VendorTerms> {
    return termsForCategory((await this.repository.ofVendor(vendorId)) ?? DEFAULT_TERMS, category);
  }

  /** GET /api/serviceability: whether an offering's vendor serves a locality (a name or a pincode). */
  async serviceability(offeringId: string, localityText: string): Promise<ServiceabilityAnswer> {
    const offering = await this.repository.liveOffering(offeringId);
    if (!offering) throw notFound(messageFor.offeringNotFound(offeringId));
    const locality = this.locality(localityText);
    const answer = serviceabilityOf((await this.termsFor(offering.vendorId, offering.category)).serviceArea, locality);
    return { ...answer, locality: locality.name, line: serviceabilityLine(locality.name, answer) };
  }

  /**
   * The checks a booking passes against its vendor's terms for the offering's category (termsFor; 400 with the
   * message to show): an event date no earlier than today in India plus the lead time, and an address inside the
   * vendor's area. The locality is the one chosen in the form, else the one the address names; an address that names
   * none is left to the vendor.
   */
  checkBooking(terms: VendorTerms, input: BookingTermsInput, now = new Date()): Locality | null {
    if (input.eventDate !== undefined) {
      if (!isIsoDate(input.eventDate)) throw new HttpError(400, TERMS_MESSAGES.eventDateInvalid, "EVENT_DATE_INVALID");
      const earliest = earliestEventDate(terms.leadTimeDays, now);
      if (input.eventDate < earliest) {
        throw new HttpError(400, TERMS_MESSAGES.tooEarly(terms.leadTimeDays ?? 0, formatLongDate(earliest)), "BOOKING_TOO_EARLY");
      }
    }
    const locality = input.locality !== undefined ? this.locality(input.locality) : localityInAddress(input.addressText);
    if (!locality) return null;
    const answer = serviceabilityOf(terms.serviceArea, locality);
    if (!answer.serves) throw new HttpError(400, serviceabilityLine(locality.name, answer), "OUTSIDE_SERVICE_AREA");
    return locality;
  }

  /**
   * What "Serves my area" keeps: the vendors that serve the locality in every category, and the vendor and category
   * pairs of those that serve it in some.
   */
  async servedBy(locality: Locality): Promise<{ vendorIds: string[]; pairs: [string, string][] }> {
    const vendorIds: string[] = [];
    const pairs: [string, string][] = [];
    for (const [vendorId, terms] of await this.repository.allVendors()) {
      const served = CATEGORIES.filter((c) => serviceabilityOf(termsForCategory(terms ?? DEFAULT_TERMS, c).serviceArea, locality).serves);
      if (served.length === CATEGORIES.length) vendorIds.push(vendorId);
      else for (const category of served) pairs.push([vendorId, category]);
    }
    return { vendorIds, pairs };
  }

  /** The offerings on sale whose vendors do not serve the locality (for the category of each). */
  unservedOfferings(locality: Locality): Promise<string[]> {
    let unserved = this.unservedByLocality.get(locality.name);
    if (!unserved) {
      unserved = this.workOutUnserved(locality);
      this.unservedByLocality.set(locality.name, unserved);
      unserved.catch(() => this.unservedByLocality.delete(locality.name));
    }
    return unserved;
  }

  private async workOutUnserved(locality: Locality): Promise<string[]> {
    const [terms, onSale] = await Promise.all([this.repository.allVendors(), this.repository.offeringsOnSale()]);
    return onSale
      .filter((o) => !serviceabilityOf(termsForCategory(terms.get(o.vendorId) ?? DEFAULT_TERMS, o.category).serviceArea, locality).serves)
      .map((o) => o.id);
  }

  /** The chosen locality as the API answers it, with the offerings its vendors do not serve. */
  async chosen(locality: Locality | null): Promise<{ locality: LocalityData | null; unservedOfferingIds: string[] }> {
    if (!locality) return { locality: null, unservedOfferingIds: [] };
    return { locality: toLocalityData(locality), unservedOfferingIds: await this.unservedOfferings(locality) };
  }

  /** A vendor account saved its Service or Terms section: its terms follow. */
  async writeFromProfile(vendorId: string, sections: Partial<VendorSections>): Promise<void> {
    await this.repository.save(vendorId, termsFromSections(sections));
  }

  /** The consumer's chosen locality, as the gazetteer names it; null when none is chosen or it is no longer known. */
  async localityOf(userId: string): Promise<Locality | null> {
    const name = await this.repository.localityOf(userId);
    return name ? localityByName(name) : null;
  }

  async setLocality(userId: string, locality: Locality | null): Promise<void> {
    await this.repository.setLocality(userId, locality?.name ?? null);
  }

  /** The consumer's chosen event date as kept (decision 0058); the availability module decides whether it still counts. */
  eventDateOf(userId: string): Promise<string | null> {
    return this.repository.eventDateOf(userId);
  }

  async setEventDate(userId: string, eventDate: string | null): Promise<void> {
    await this.repository.setEventDate(userId, eventDate);
  }
}
