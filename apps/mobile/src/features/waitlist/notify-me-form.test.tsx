import { fireEvent, screen } from "expo-router/testing-library";
import { responseSchemas } from "@utsav/api-client/shopper-validate";
import { homeEnvelope, ok } from "../../../test/fixtures/catalogue";
import { createFakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

describe("the notify-me box", () => {
  it("joins the waitlist from the notify-me box, refusing an address that is not one", async () => {
    const api = createFakeApi()
      .on("GET /api/home", homeEnvelope())
      .on("POST /api/public/waitlist/join-user", ok(responseSchemas.joinUserWaitlist, { joined: true }));
    renderApp("/", { api });
    const box = await screen.findByLabelText("Enter your email");
    fireEvent.changeText(box, "asha@");
    fireEvent.press(screen.getByRole("button", { name: "Notify me" }));
    expect(screen.getByText("⚠ Please enter a valid email address")).toBeOnTheScreen();
    fireEvent.changeText(box, "asha@example.in");
    fireEvent.press(screen.getByRole("button", { name: "Notify me" }));
    expect(await screen.findByText("Thanks! We'll notify you when we launch.")).toBeOnTheScreen();
    expect(api.calls("POST /api/public/waitlist/join-user")[0]?.body).toEqual({ email: "asha@example.in" });
  });
});
