import { act, render, screen } from "@testing-library/react-native";
import { BOOKING_COPY, COPY, REVIEW_COPY } from "@utsav/domain/shopper";
import { DeviceEventEmitter, Platform, StyleSheet, Text } from "react-native";
import type { ReactTestInstance } from "react-test-renderer";
import { consumer } from "../../../test/fixtures/account";
import { bookingEnvelope } from "../../../test/fixtures/bookings";
import { offeringDetail, offeringEnvelope } from "../../../test/fixtures/catalogue";
import { reviewEnvelope } from "../../../test/fixtures/reviews";
import { createFakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { KeyboardAwareScroll } from "./keyboard-aware-scroll";

// docs/decisions/0064: on Android 15/16, drawn edge to edge, the window no longer shrinks for the keyboard, so a form
// gains the keyboard's height below its content from the Keyboard events; iOS's scroll view insets itself.

const keyboard = (event: "keyboardDidShow" | "keyboardDidHide" | "keyboardWillShow", height = 0) =>
  act(() => {
    DeviceEventEmitter.emit(event, { endCoordinates: { height, screenX: 0, screenY: 800 - height, width: 400 } });
  });

const scrollOf = (child: ReactTestInstance) => {
  let node: ReactTestInstance | null = child;
  while (node && node.props.contentContainerStyle === undefined) node = node.parent;
  if (!node) throw new Error("No scroll view around this text");
  return node;
};
/** The room below the content: its bottom padding, else its padding. */
const bottomPadding = (child: ReactTestInstance) => {
  const style = StyleSheet.flatten(scrollOf(child).props.contentContainerStyle);
  return style.paddingBottom ?? style.padding;
};

describe("KeyboardAwareScroll", () => {
  it("on Android, grows the content's bottom padding by the keyboard's height while it is open", () => {
    jest.replaceProperty(Platform, "OS", "android");
    render(
      <KeyboardAwareScroll contentContainerStyle={{ padding: 16 }}>
        <Text>Form</Text>
      </KeyboardAwareScroll>,
    );
    expect(bottomPadding(screen.getByText("Form"))).toBe(16);
    keyboard("keyboardDidShow", 320);
    expect(bottomPadding(screen.getByText("Form"))).toBe(336);
    keyboard("keyboardDidHide");
    expect(bottomPadding(screen.getByText("Form"))).toBe(16);
  });

  it("on iOS, leaves it to the scroll view's keyboard insets and adds nothing of its own", () => {
    jest.replaceProperty(Platform, "OS", "ios");
    render(
      <KeyboardAwareScroll contentContainerStyle={{ padding: 16 }}>
        <Text>Form</Text>
      </KeyboardAwareScroll>,
    );
    keyboard("keyboardWillShow", 320);
    expect(scrollOf(screen.getByText("Form")).props.automaticallyAdjustKeyboardInsets).toBe(true);
    expect(bottomPadding(screen.getByText("Form"))).toBe(16);
  });
});

describe("the app's forms with the keyboard open", () => {
  it("the booking form and the profile scroll clear of the keyboard", async () => {
    const api = createFakeApi().on("GET /api/offerings/brass-diya-hamper-dgc12", offeringEnvelope(offeringDetail()));
    renderApp("/booking/brass-diya-hamper-dgc12", { api });
    const subtitle = await screen.findByText(COPY.bookingSubtitle);
    expect(scrollOf(subtitle).props.automaticallyAdjustKeyboardInsets).toBe(true);
    screen.unmount();
    renderApp("/profile", { api: createFakeApi().on("GET /api/consumer", consumer()), token: "kept-token" });
    const logout = await screen.findByText(COPY.logout);
    expect(scrollOf(logout).props.automaticallyAdjustKeyboardInsets).toBe(true);
  });

  it("the cancel form and the review form scroll clear of the keyboard in their screens", async () => {
    renderApp("/account/bookings/bk1", {
      api: createFakeApi().on("GET /api/consumer/bookings/bk1", bookingEnvelope()),
      token: "kept-token",
    });
    const reason = await screen.findByLabelText(BOOKING_COPY.cancelReasonLabel);
    expect(scrollOf(reason).props.automaticallyAdjustKeyboardInsets).toBe(true);
    screen.unmount();
    renderApp("/account/bookings/bk1/review", {
      api: createFakeApi().on("GET /api/consumer/bookings/bk1/review", reviewEnvelope()),
      token: "kept-token",
    });
    const comment = await screen.findByLabelText(`${REVIEW_COPY.commentLabel}, required`);
    expect(scrollOf(comment).props.automaticallyAdjustKeyboardInsets).toBe(true);
  });
});
