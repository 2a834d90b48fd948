import { Platform } from "react-native";
import { apiBaseUrl } from "./config";

const mockConstants: { expoConfig: { extra: Record<string, unknown>; hostUri?: string } | null } = { expoConfig: null };
jest.mock("expo-constants", () => ({
  __esModule: true,
  default: {
    get expoConfig() {
      return mockConstants.expoConfig;
    },
  },
}));

describe("apiBaseUrl", () => {
  it("uses the configured address (EXPO_PUBLIC_API_URL, through extra.apiUrl), without a trailing slash", () => {
    mockConstants.expoConfig = { extra: { apiUrl: " https://utsavmarket.in/ " } };
    expect(apiBaseUrl()).toBe("https://utsavmarket.in");
  });

  it("calls port 3000 of the computer serving the bundle in a development run", () => {
    mockConstants.expoConfig = { extra: { apiUrl: null }, hostUri: "192.168.1.20:8081" };
    expect(apiBaseUrl()).toBe("http://192.168.1.20:3000");
  });

  it("calls its own origin in the web build", () => {
    mockConstants.expoConfig = { extra: { apiUrl: null } };
    jest.replaceProperty(Platform, "OS", "web");
    expect(apiBaseUrl()).toBe("");
  });

  describe("in a release build (docs/decisions/0061)", () => {
    const inRelease = (run: () => void) => {
      const globals = globalThis as unknown as { __DEV__: boolean };
      globals.__DEV__ = false;
      try {
        run();
      } finally {
        globals.__DEV__ = true;
      }
    };

    it("never falls back to a computer on the network, but says the build has no API address", () => {
      mockConstants.expoConfig = { extra: { apiUrl: null }, hostUri: "192.168.1.20:8081" };
      inRelease(() => expect(() => apiBaseUrl()).toThrow(/release build has no https API address.*EXPO_PUBLIC_API_URL was not set/));
      mockConstants.expoConfig = { extra: { apiUrl: "http://192.168.1.20:3000" } };
      inRelease(() => expect(() => apiBaseUrl()).toThrow(/no https API address \(http:\/\/192\.168\.1\.20:3000\)/));
    });

    it("uses its https address", () => {
      mockConstants.expoConfig = { extra: { apiUrl: "https://utsavmarket.in/" } };
      inRelease(() => expect(apiBaseUrl()).toBe("https://utsavmarket.in"));
    });
  });
});
