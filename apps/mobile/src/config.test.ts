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
});
