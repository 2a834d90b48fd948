import { useMemo } from "react";
import { View } from "react-native";
import type { ViewProps } from "react-native";

// expo-video as the tests meet it (docs/decisions/0064). jest-expo 56 has no mock of expo-video's native player class
// (expo/expo#37842; the mocks came after SDK 56, expo/expo#48880), so importing the real module fails under Jest. This
// fake stands at the native boundary only: a player that keeps its source, mute and play state and tells its status to
// listeners (expo's useEvent), and a view that draws as a plain View with the props the app gives it.

type Status = "idle" | "loading" | "readyToPlay" | "error";
type Listener = (payload: { status: Status }) => void;

export class FakeVideoPlayer {
  muted = false;
  loop = false;
  playing = false;
  status: Status;
  private listeners = new Set<Listener>();

  constructor(readonly source: string | null) {
    this.status = source ? "readyToPlay" : "idle";
  }

  play() {
    this.playing = true;
  }

  pause() {
    this.playing = false;
  }

  addListener(_event: "statusChange", listener: Listener) {
    this.listeners.add(listener);
    return { remove: () => this.listeners.delete(listener) };
  }

  /** What the native player says when a video cannot be loaded. */
  fail() {
    this.status = "error";
    this.listeners.forEach((listener) => listener({ status: "error" }));
  }
}

/** Every player the app made in this test, newest last. */
export const players: FakeVideoPlayer[] = [];

export function useVideoPlayer(source: string | null, setup?: (player: FakeVideoPlayer) => void) {
  return useMemo(() => {
    const player = new FakeVideoPlayer(source);
    setup?.(player);
    players.push(player);
    return player;
    // The real hook makes a new player when the source changes, as here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source]);
}

interface FakeVideoViewProps extends ViewProps {
  player: FakeVideoPlayer | null;
  nativeControls?: boolean;
  contentFit?: string;
  onFirstFrameRender?: () => void;
}

export function VideoView({ player: _player, onFirstFrameRender: _drawn, ...props }: FakeVideoViewProps) {
  return <View {...props} />;
}
