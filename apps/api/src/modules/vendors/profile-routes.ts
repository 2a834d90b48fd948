import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  envelope,
  errorEnvelopeSchema,
  isVendorProfileSection,
  ok,
  VENDOR_PROFILE_SECTIONS,
  VENDOR_SECTION_LABELS,
  vendorOnboardSchema,
  vendorProfileMessageFor,
  vendorProfileSchema,
  vendorSectionParamsSchema,
  vendorSectionSchemas,
  vendorSectionViewSchema,
} from "@utsav/domain";
import type { VendorProfileSection, VendorSections } from "@utsav/domain";
import { signedInUser } from "../../platform/auth.ts";
import { badRequest } from "../../platform/http/http-errors.ts";
import { currentVendor } from "../../platform/vendor-context.ts";
import type { VendorProfileService } from "./profile-service.ts";

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/** The vendor's business profile (application §4 "save per section, then submit"; §7 /vendor/profile). */
const profileRoutes: FastifyPluginAsyncZod<{ profiles: VendorProfileService }> = async (app, { profiles }) => {
  app.post(
    "/profile/onboard",
    {
      schema: {
        tags: ["vendor"],
        summary:
          "Start the vendor's business: creates its storefront entry and a draft profile (409 when done before or the name is taken)",
        body: vendorOnboardSchema,
        response: { 200: envelope(vendorProfileSchema), ...errors },
      },
    },
    async (request) => ok(await profiles.onboard(signedInUser(request), request.body)),
  );

  app.get(
    "/profile",
    {
      schema: {
        tags: ["vendor"],
        summary:
          "The vendor's profile: sections, what is missing, profile and KYC state, and its latest change of name, categories or documents waiting for or decided by the operators (identityReview)",
        response: { 200: envelope(vendorProfileSchema), ...errors },
      },
    },
    async (request) => {
      const { vendorId, role } = await currentVendor(app, request);
      return ok({ ...(await profiles.profile(vendorId)), role });
    },
  );

  app.get(
    "/profile/section/:section",
    {
      schema: {
        tags: ["vendor"],
        summary: `One saved section (${VENDOR_PROFILE_SECTIONS.join(", ")}); data is null until it is saved, and draft holds what onboarding told us of it until then`,
        params: vendorSectionParamsSchema,
        response: { 200: envelope(vendorSectionViewSchema), ...errors },
      },
    },
    async (request) => {
      const { vendorId } = await currentVendor(app, request);
      const { section } = request.params;
      if (!isVendorProfileSection(section)) throw badRequest(vendorProfileMessageFor.unknownSection(section));
      return ok(await profiles.section(vendorId, section));
    },
  );

  // One route per section, so each body is validated by, and documented with, its own schema.
  const saveRoute = <S extends VendorProfileSection>(section: S) =>
    app.post(
      `/profile/section/${section}/save`,
      {
        schema: {
          tags: ["vendor"],
          summary:
            section === "business"
              ? `Save the section '${VENDOR_SECTION_LABELS[section]}'; the storefront shows the change at once, except an approved vendor's business name and categories, which wait for the operators' review (identityReview)`
              : `Save the section '${VENDOR_SECTION_LABELS[section]}'; the storefront shows the change at once`,
          body: vendorSectionSchemas[section],
          response: { 200: envelope(vendorProfileSchema), ...errors },
        },
      },
      async (request) => ok(await profiles.saveSection(await currentVendor(app, request), section, request.body as VendorSections[S])),
    );
  for (const section of VENDOR_PROFILE_SECTIONS) saveRoute(section);

  app.post(
    "/profile/section/:section/save",
    {
      schema: {
        tags: ["vendor"],
        summary: "Any other section name: 400 'Unknown profile section: {section}'",
        params: vendorSectionParamsSchema,
        response: { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => {
      throw badRequest(vendorProfileMessageFor.unknownSection(request.params.section));
    },
  );

  app.post(
    "/profile/submit",
    {
      schema: {
        tags: ["vendor"],
        summary: "Submit the profile (draft → submitted); 400 naming the sections still missing",
        response: { 200: envelope(vendorProfileSchema), ...errors },
      },
    },
    async (request) => ok(await profiles.submit((await currentVendor(app, request)).vendorId)),
  );
};

export default profileRoutes;
