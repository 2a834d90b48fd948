import AsyncStorage from "@react-native-async-storage/async-storage";
import { pushFake } from "./expo-notifications-fake";

jest.mock("@react-native-async-storage/async-storage", () =>
  jest.requireActual("@react-native-async-storage/async-storage/jest/async-storage-mock"),
);
jest.mock("expo-network", () => jest.requireActual("./expo-network-mock"));
// expo-video's native player has no jest-expo mock in SDK 56: a fake at its boundary (test/expo-video-fake.tsx).
jest.mock("expo-video", () => jest.requireActual("./expo-video-fake"));
// expo-notifications' native side: a fake at its boundary (test/expo-notifications-fake.ts), reset after each test.
jest.mock("expo-notifications", () => jest.requireActual("./expo-notifications-fake"));

// STYLE.md: a test fails on an unexpected console.error.
const consoleError = console.error;
beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleError(...args);
    throw new Error(`console.error: ${args.map(String).join(" ")}`);
  });
});

afterEach(async () => {
  jest.restoreAllMocks();
  pushFake.reset();
  await AsyncStorage.clear();
});
