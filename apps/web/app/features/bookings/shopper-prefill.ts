import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { getConsumer } from "@utsav/api-client/consumer/get-consumer";
import { ownValue, shopperAnswers } from "@utsav/domain/client";
import type { ShopperProfile } from "@utsav/domain/client";
import { browserApi } from "../../lib/api-client";
import type { BookingLink } from "../../shared/lib/booking-link";
import type { DomainForm } from "../../shared/lib/forms/use-domain-form";
import type { BookingValues } from "./booking-values";
import { isAsked } from "./booking-values";

// A signed-in shopper's booking (issue 38): the form starts with their name, phone and e-mail from their profile,
// each theirs to change, and the booking is theirs in My bookings without signing in again.

/** Whether a consumer is signed in, as the root loader read the session. */
export function useSignedInShopper(): boolean {
  return useRouteLoaderData<{ userType?: string | null }>("root")?.userType === "consumer";
}

/** The signed-in shopper's profile (GET /api/consumer), once it comes; null for a guest, or when it cannot be read. */
function useShopperProfile(signedIn: boolean): ShopperProfile | null {
  const [profile, setProfile] = useState<ShopperProfile | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    getConsumer(browserApi, { signal: controller.signal })
      .then((result) => {
        if (result.ok) setProfile(result.data.user);
      })
      // Without the profile the form starts empty, as a guest's.
      .catch(() => undefined);
    return () => controller.abort();
  }, [signedIn]);
  return profile;
}

/**
 * Fills the fields the profile answers (shopperAnswers) that are still empty when it comes: what the shopper has
 * typed meanwhile stays. Answers whether the shopper is signed in.
 */
export function useShopperPrefill(form: DomainForm<BookingValues>, booking: BookingLink): boolean {
  const signedIn = useSignedInShopper();
  const profile = useShopperProfile(signedIn);
  const { getValues, setValue } = form;
  // Once per profile: a parent that renders again (with a new booking object) must not refill a field the shopper
  // has emptied since.
  const filledFor = useRef<ShopperProfile | null>(null);
  useEffect(() => {
    if (!profile || filledFor.current === profile) return;
    filledFor.current = profile;
    const answers = shopperAnswers(booking.bookingAttributes, profile);
    booking.bookingAttributes.forEach((attribute, index) => {
      const value = ownValue(answers, attribute.field);
      if (value && isAsked(booking, index) && !getValues(`answers.${index}`)) setValue(`answers.${index}`, value);
    });
  }, [profile, booking, getValues, setValue]);
  return signedIn;
}
