import AsyncStorage from "@react-native-async-storage/async-storage";

jest.mock("@react-native-async-storage/async-storage", () =>
  jest.requireActual("@react-native-async-storage/async-storage/jest/async-storage-mock"),
);

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
  await AsyncStorage.clear();
});
