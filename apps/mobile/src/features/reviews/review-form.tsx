import { COPY, REVIEW_COPY, REVIEW_LIMITS, validateReview } from "@utsav/domain/shopper";
import type { BookingReview, MyReview, ReviewErrors } from "@utsav/domain";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { useApi } from "../../api/api-provider";
import { Button } from "../../shared/ui/button";
import { TextField } from "../../shared/ui/text-field";
import { colors, font, space } from "../../shared/ui/theme";
import { saveReview } from "./api/booking-review";
import { ReviewPhotosField } from "./review-photos-field";
import { StarPicker } from "./star-picker";

interface ReviewFormProps {
  bookingId: string;
  /** The review being changed; none for a new one. */
  initial: MyReview | null;
  /** The booking's review as the server saved it. */
  onSaved: (saved: BookingReview) => void;
  onCancel?: () => void;
}

/**
 * The shopper's review (docs/decisions/0060): stars, the comment with its counter and up to three photos, checked by
 * the API's own rule (validateReview) before it is sent, each error beside its field; a refusal says the server's words.
 */
export function ReviewForm({ bookingId, initial, onSaved, onCancel }: ReviewFormProps) {
  const api = useApi();
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [comment, setComment] = useState(initial?.comment ?? "");
  const [photos, setPhotos] = useState<string[]>(initial?.photos.map((photo) => photo.url) ?? []);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState(false);

  async function send() {
    const found = validateReview({ rating, comment, photos });
    setErrors(found);
    if (Object.keys(found).length > 0 || rating === null) return;
    setPending(true);
    setRefusal(null);
    const result = await saveReview(api, bookingId, { rating, comment: comment.trim(), photos });
    setPending(false);
    if (result.ok) onSaved(result.review);
    else setRefusal(result.message);
  }

  return (
    <View style={styles.form}>
      <StarPicker
        value={rating}
        onChange={(stars) => {
          setRating(stars);
          setErrors(({ rating: _, ...rest }) => rest);
        }}
        error={errors.rating}
      />
      <TextField
        label={REVIEW_COPY.commentLabel}
        required
        value={comment}
        onChangeText={(text) => {
          setComment(text);
          setErrors(({ comment: _, ...rest }) => rest);
        }}
        maxLength={REVIEW_LIMITS.commentMax}
        error={errors.comment}
        multiline
      />
      <View style={styles.below}>
        <Text style={styles.hint}>{REVIEW_COPY.commentHint}</Text>
        <Text style={styles.counter} accessibilityLabel={REVIEW_COPY.commentCounterLabel(comment.length)}>
          {REVIEW_COPY.commentCounter(comment.length)}
        </Text>
      </View>
      <ReviewPhotosField
        photos={photos}
        onAdd={(url) => setPhotos((current) => (current.length < REVIEW_LIMITS.photosMax ? [...current, url] : current))}
        onRemove={(index) => setPhotos((current) => current.filter((_, i) => i !== index))}
        onBusyChange={setUploading}
        error={errors.photos}
      />
      {refusal ? (
        <Text accessibilityRole="alert" style={styles.error}>
          {refusal}
        </Text>
      ) : null}
      <Button
        label={initial ? REVIEW_COPY.update : REVIEW_COPY.submit}
        loading={pending}
        disabled={uploading}
        onPress={() => void send()}
      />
      {onCancel ? <Button label={COPY.cancel} variant="text" onPress={onCancel} /> : null}
      {/* The review screen's scroll view gains the keyboard's height, so the comment and Submit clear it (decision 64). */}
    </View>
  );
}

const styles = StyleSheet.create({
  form: { gap: space.md },
  below: { flexDirection: "row", justifyContent: "space-between", gap: space.md, marginTop: -space.sm },
  hint: { flex: 1, fontSize: font.small, color: colors.muted },
  counter: { fontSize: font.small, color: colors.muted },
  error: { fontSize: font.body, color: colors.error },
});
