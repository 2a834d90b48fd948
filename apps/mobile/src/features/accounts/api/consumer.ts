import { thrownMessage, updateConsumer, uploadProfileImage } from "@utsav/api-client/shopper";
import type { UploadFile } from "@utsav/api-client";
import { responseSchemas, validated } from "@utsav/api-client/shopper-validate";
import { MESSAGES } from "@utsav/domain/shopper";
import type { ConsumerUpdate, ConsumerUser } from "@utsav/domain";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../../api/api-provider";
import { consumerQuery } from "../../../api/consumer-query";
import type { Api } from "../../../api/api-provider";

/** Asked for only while signed in. */
export function useConsumer(signedIn: boolean) {
  return useQuery({ ...consumerQuery(useApi()), enabled: signedIn });
}

export type Saved = { ok: true; user: ConsumerUser } | { ok: false; message: string };

/** PUT /api/consumer: onboarding's name and company, or the profile's fields; `fallback` is the screen's message. */
export async function saveConsumer(api: Api, body: ConsumerUpdate, fallback: string): Promise<Saved> {
  try {
    const result = validated(await updateConsumer(api.transport, body), responseSchemas.updateConsumer);
    return result.ok ? { ok: true, user: result.data.user } : { ok: false, message: result.errorMessage ?? fallback };
  } catch (thrown) {
    return { ok: false, message: thrownMessage(thrown, MESSAGES.networkError) };
  }
}

/** POST /api/upload (consumer_profile_image): the picture's path, or null (application §8: logged only). */
export async function uploadPicture(api: Api, file: UploadFile): Promise<string | null> {
  try {
    const result = validated(await uploadProfileImage(api.transport, file), responseSchemas.uploadProfileImage);
    if (result.ok) return result.data.profileImage;
    console.warn(MESSAGES.profileImageFailed, result.errorMessage);
  } catch (error) {
    console.warn(MESSAGES.profileImageFailed, error);
  }
  return null;
}
