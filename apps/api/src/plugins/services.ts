import type { FastifyBaseLogger } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../platform/config.ts";
import { ResponseCache } from "../platform/http/response-cache.ts";
import { SearchTermDictionary } from "../modules/search/search-terms.ts";
import { AccountRepository } from "../modules/accounts/account-repository.ts";
import { BookingRepository } from "../modules/bookings/booking-repository.ts";
import { BriefAnswerRepository } from "../modules/briefs/brief-answer-repository.ts";
import { BriefRepository } from "../modules/briefs/brief-repository.ts";
import { NotificationOutboxRepository } from "../platform/outbox/outbox-repository.ts";
import { CatalogueRepository } from "../modules/catalogue/catalogue-repository.ts";
import { LeadRepository } from "../modules/leads/lead-repository.ts";
import { SearchRepository } from "../modules/search/search-repository.ts";
import { TermsRepository } from "../modules/terms/terms-repository.ts";
import { VendorDashboardRepository } from "../modules/vendors/dashboard-repository.ts";
import { VendorGalleryRepository } from "../modules/vendors/gallery-repository.ts";
import { VendorKycRepository } from "../modules/vendors/kyc-repository.ts";
import { VendorOfferingRepository } from "../modules/vendors/offering-repository.ts";
import { VendorProfileRepository } from "../modules/vendors/profile-repository.ts";
import { WaitlistRepository } from "../modules/waitlist/waitlist-repository.ts";
import { AuditRepository } from "../platform/audit-repository.ts";
import { OversightRepository } from "../modules/operations/oversight-repository.ts";
import { VendorReviewRepository } from "../modules/vendors/review-repository.ts";
import { AuthService } from "../modules/accounts/auth-service.ts";
import { BookingLifecycleService } from "../modules/bookings/lifecycle-service.ts";
import { BookingService } from "../modules/bookings/booking-service.ts";
import { BriefService } from "../modules/briefs/brief-service.ts";
import { CallLeadService } from "../modules/leads/call-lead-service.ts";
import { CatalogueService } from "../modules/catalogue/catalogue-service.ts";
import { DocumentVault } from "../modules/vendors/document-vault.ts";
import { ConsoleEmailProvider } from "../platform/email/console-email-provider.ts";
import type { EmailProvider } from "../platform/email/email-provider.ts";
import { SmtpEmailProvider } from "../platform/email/smtp-email-provider.ts";
import { NotificationDrafts } from "../modules/notifications/notification-drafts.ts";
import { NotificationWorker } from "../platform/outbox/notification-worker.ts";
import { whatsappFromConfig } from "../platform/whatsapp/whatsapp-from-config.ts";
import type { FileStorage, PrivateFileStorage } from "../platform/storage/file-storage.ts";
import { ProfileImageService } from "../modules/uploads/profile-image-service.ts";
import { RateLimiter } from "../platform/rate-limiter.ts";
import { SearchService } from "../modules/search/search-service.ts";
import { TermsService } from "../modules/terms/terms-service.ts";
import { ConsoleSmsProvider } from "../platform/sms/console-provider.ts";
import { LocalOutbox } from "../platform/local-outbox.ts";
import { Msg91SmsProvider } from "../platform/sms/msg91-provider.ts";
import type { SmsProvider } from "../platform/sms/sms-provider.ts";
import { createStorages } from "../platform/storage/storage.ts";
import { VendorDashboardService } from "../modules/vendors/dashboard-service.ts";
import { VendorGalleryService } from "../modules/vendors/gallery-service.ts";
import { VendorKycService } from "../modules/vendors/kyc-service.ts";
import { VendorOfferingService } from "../modules/vendors/offering-service.ts";
import { VendorProfileService } from "../modules/vendors/profile-service.ts";
import { OperatorService } from "../modules/operations/operator-service.ts";
import { OversightService } from "../modules/operations/oversight-service.ts";
import { VendorReviewService } from "../modules/operations/vendor-review-service.ts";

declare module "fastify" {
  interface FastifyInstance {
    catalogue: CatalogueService;
    searchTerms: SearchTermDictionary;
    /** Search and suggestions (`search` itself is the HTTP SEARCH method of Fastify). */
    offeringSearch: SearchService;
    accounts: AccountRepository;
    auth: AuthService;
    /** The limits on public writes, shared by every process through the database (plugins/rate-limit.ts). */
    rateLimiter: RateLimiter;
    sms: SmsProvider;
    /** E-mail (vendors' booking alerts); null where EMAIL_PROVIDER=none. */
    email: EmailProvider | null;
    /** Delivers the notification outbox (docs/decisions/0021); started when NOTIFY_WORKER=on. */
    notificationWorker: NotificationWorker;
    /** What the console provider kept instead of sending, on local and test runs; null otherwise (routes/dev). */
    localOutbox: LocalOutbox | null;
    storage: FileStorage;
    /** Never served: identity documents, encrypted (services/vendor-kyc-service.ts). */
    privateStorage: PrivateFileStorage;
    profileImages: ProfileImageService;
    waitlist: WaitlistRepository;
    bookings: BookingService;
    /** Bookings after they are placed: the vendor's and the shopper's views and status changes. */
    bookingLifecycle: BookingLifecycleService;
    callLeads: CallLeadService;
    /** Requests for proposals: briefs, matching, quotes and acceptance (docs/decisions/0023). */
    briefs: BriefService;
    vendorProfiles: VendorProfileService;
    vendorDashboard: VendorDashboardService;
    vendorOfferings: VendorOfferingService;
    vendorGallery: VendorGalleryService;
    vendorKyc: VendorKycService;
    /** Vendor terms and service areas, the gazetteer's localities and the shopper's chosen one (docs/decisions/0022). */
    vendorTerms: TermsService;
    /** The operators' console (docs/decisions/0020). */
    vendorReview: VendorReviewService;
    oversight: OversightService;
    operators: OperatorService;
  }
}

export interface ServicesPluginOptions {
  /** Replace the SMS provider (tests of the gateway adapter); by default it follows the configuration. */
  sms?: SmsProvider;
  /** Replace the e-mail provider (tests); by default it follows the configuration. */
  email?: EmailProvider;
}

/**
 * Builds every repository and service once, on the app's database, and decorates the app with them; routes reach
 * them as `app.<name>`. The catalogue's changes, from this process or another, empty the caches and reload the
 * search dictionary.
 */
export default fp<ServicesPluginOptions>(
  async (app, options) => {
    const { config, database } = app;
    const db = database.db;

    const catalogue = new CatalogueService(new CatalogueRepository(db), new ResponseCache(config.cacheMaxEntries), app.log, database);
    await catalogue.listenForChanges();
    app.addHook("onClose", () => catalogue.close());
    app.decorate("catalogue", catalogue);
    // The typo dictionary of search, in memory, follows the catalogue's changes (lib/search-terms.ts).
    const searchTerms = new SearchTermDictionary(() => SearchRepository.allTerms(db));
    await searchTerms.reload();
    catalogue.onChange(() => {
      searchTerms.reload().catch((err: unknown) => app.log.warn({ err }, "could not reload the search dictionary"));
    });
    app.decorate("searchTerms", searchTerms);
    const searchCache = new ResponseCache(config.searchCacheEntries);
    catalogue.onChange(() => searchCache.invalidate());
    const vendorTerms = new TermsService(new TermsRepository(db));
    catalogue.onChange(() => vendorTerms.forgetCatalogue());
    app.decorate("vendorTerms", vendorTerms);
    const servedBy = (locality: string) => vendorTerms.servedBy(vendorTerms.locality(locality));
    app.decorate("offeringSearch", new SearchService(new SearchRepository(db, searchTerms), searchCache, servedBy));

    // Only a run whose messages stay on this machine has a local outbox (never production: config.ts, smsProvider);
    // console e-mail lands in it too.
    const localOutbox = !options.sms && config.sms.provider === "console" ? new LocalOutbox() : null;
    const sms = options.sms ?? smsProvider(config, app.log, localOutbox);
    const accounts = new AccountRepository(db);
    const rateLimiter = new RateLimiter(accounts, config.rateLimitMultiplier);
    app.decorate("sms", sms);
    app.decorate("localOutbox", localOutbox);
    app.decorate("accounts", accounts);
    app.decorate("rateLimiter", rateLimiter);
    app.decorate(
      "auth",
      new AuthService(db, accounts, sms, {
        configuredSecret: config.auth.secret,
        codeTtlSeconds: config.auth.codeTtlSeconds,
        addressLimitMultiplier: config.rateLimitMultiplier,
      }),
    );
    const storages = createStorages(config.storage);
    app.decorate("storage", storages.files);
    app.decorate("privateStorage", storages.privateFiles);
    app.decorate("profileImages", new ProfileImageService(storages.files));

    // Notifications: written to the outbox with each change, delivered by the worker through the providers.
    const email = options.email ?? emailProvider(config, app.log, localOutbox);
    app.decorate("email", email);
    const whatsapp = whatsappFromConfig(config, app.log, localOutbox);
    const worker = new NotificationWorker(new NotificationOutboxRepository(db), { sms, email, whatsapp }, app.log, config.notifications);
    app.decorate("notificationWorker", worker);
    if (config.notifications.worker) app.addHook("onReady", async () => worker.start());
    app.addHook("preClose", async () => {
      await worker.stop();
      if (email instanceof SmtpEmailProvider) email.close();
    });
    const drafts = new NotificationDrafts(config.publicOrigin, email !== null, whatsapp !== null);
    const queued = () => worker.wake();

    const leads = new LeadRepository(db);
    const bookingRecords = new BookingRepository(db);
    const profiles = new VendorProfileRepository(db);
    const reviews = new VendorReviewRepository(db);
    const audit = new AuditRepository(db);
    app.decorate("waitlist", new WaitlistRepository(db));
    app.decorate("bookings", new BookingService(leads, accounts, rateLimiter, vendorTerms, drafts, queued));
    app.decorate("bookingLifecycle", new BookingLifecycleService(bookingRecords, accounts, drafts, queued, vendorTerms));
    app.decorate("callLeads", new CallLeadService(leads, drafts, queued));
    const briefRecords = new BriefRepository(db);
    app.decorate(
      "briefs",
      new BriefService(
        briefRecords,
        new BriefAnswerRepository(db, briefRecords),
        bookingRecords,
        accounts,
        vendorTerms,
        storages.files,
        drafts,
        queued,
      ),
    );
    app.decorate("vendorProfiles", new VendorProfileService(profiles, catalogue, reviews, vendorTerms));
    app.decorate("vendorOfferings", new VendorOfferingService(new VendorOfferingRepository(db), storages.files, catalogue));
    app.decorate("vendorGallery", new VendorGalleryService(new VendorGalleryRepository(db), storages.files, catalogue, app.log));
    const vault = new DocumentVault(db, config.auth.secret);
    const vendorKyc = new VendorKycService(new VendorKycRepository(db), vault, storages.privateFiles, app.log, reviews, () =>
      catalogue.invalidate(),
    );
    app.decorate("vendorKyc", vendorKyc);
    const vendorReview = new VendorReviewService(reviews, audit, vendorKyc, catalogue);
    app.decorate("vendorReview", vendorReview);
    app.decorate("vendorDashboard", new VendorDashboardService(new VendorDashboardRepository(db), profiles, vendorReview));
    app.decorate("oversight", new OversightService(new OversightRepository(db), reviews, audit));
    app.decorate("operators", new OperatorService(accounts, audit));
  },
  { name: "services", fastify: "5.x", decorators: { fastify: ["config"] }, dependencies: ["database"] },
);

/**
 * The configured SMS gateway, or on local and test runs the console provider, which keeps messages in the local
 * outbox (and prints them on a local run). Production never gets the console provider: it would answer success
 * for a code that reached no one.
 */
function smsProvider(config: Config, log: FastifyBaseLogger, localOutbox: LocalOutbox | null): SmsProvider {
  if (config.sms.provider === "msg91") {
    return new Msg91SmsProvider(
      { url: config.sms.gatewayUrl, authKey: config.sms.authKey!, templateId: config.sms.templateId!, senderId: config.sms.senderId },
      log,
    );
  }
  assertSignInCodesDelivered(config);
  const terminal = config.appEnv === "local" ? process.stdout : undefined;
  return new ConsoleSmsProvider(log, localOutbox ?? new LocalOutbox(), { terminal, outboxUrl: `${config.publicOrigin}/dev/outbox` });
}

/**
 * The configured e-mail: SMTP, none, or on local and test runs the console provider, which keeps messages in the
 * local outbox beside the SMS (config.ts refuses it in production).
 */
function emailProvider(config: Config, log: FastifyBaseLogger, localOutbox: LocalOutbox | null): EmailProvider | null {
  if (config.email.provider === "none") return null;
  if (config.email.provider === "smtp") return new SmtpEmailProvider(config.email.smtpUrl!, config.email.from);
  const terminal = config.appEnv === "local" ? process.stdout : undefined;
  return new ConsoleEmailProvider(log, localOutbox ?? new LocalOutbox(), { terminal, outboxUrl: `${config.publicOrigin}/dev/outbox` });
}

/**
 * A production run never gets the console provider: it would answer success for a code that reached no one. app.ts
 * checks it before the database opens, so such a start stops at once (config.ts refuses the configuration too).
 */
export function assertSignInCodesDelivered(config: Config, given?: SmsProvider): void {
  if (!given && config.isProduction && config.sms.provider === "console") {
    throw new Error("Invalid configuration: APP_ENV=production needs SMS_PROVIDER=msg91; the console provider delivers no code");
  }
}
