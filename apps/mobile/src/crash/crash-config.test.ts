import { crashReportingConfig } from "../config";

const mockConstants: { expoConfig: { slug: string; version: string; extra: Record<string, unknown> } | null } = { expoConfig: null };
jest.mock("expo-constants", () => ({
  __esModule: true,
  default: {
    get expoConfig() {
      return mockConstants.expoConfig;
    },
  },
}));

describe("crash reporting's configuration", () => {
  it("reads the DSN EXPO_PUBLIC_SENTRY_DSN gave (through extra.sentryDsn), and names the release", () => {
    mockConstants.expoConfig = { slug: "utsav", version: "1.2.0", extra: { sentryDsn: " https://key@o1.ingest.sentry.io/42 " } };
    expect(crashReportingConfig()).toEqual({
      sentryDsn: "https://key@o1.ingest.sentry.io/42",
      release: "utsav@1.2.0",
      environment: "development",
    });
  });

  it("sends nothing when no DSN is configured", () => {
    mockConstants.expoConfig = { slug: "utsav", version: "1.2.0", extra: { sentryDsn: null } };
    expect(crashReportingConfig().sentryDsn).toBeNull();
  });
});
