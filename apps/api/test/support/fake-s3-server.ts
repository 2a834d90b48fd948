import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { sha256Hex, signature } from "../../src/platform/storage/s3-signing.ts";
import type { S3Credentials } from "../../src/platform/storage/s3-signing.ts";

export interface FakeS3 {
  endpoint: string;
  credentials: S3Credentials;
  bucket: string;
  /** Objects by key (without the bucket), as stored. */
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** While true every request answers 503, as an unavailable storage service would. */
  down: boolean;
  requests: number;
  close(): Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * A small S3-compatible server on loopback for tests: path-style PUT, GET, HEAD and DELETE of objects in one bucket,
 * checking every request's Signature Version 4 and payload hash the way S3 does, so a wrongly signed request fails.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const credentials: S3Credentials = { accessKeyId: "TESTACCESSKEY", secretAccessKey: "test-secret-key", region: "ap-south-1" };
  const bucket = "utsav-test";
  const state = { objects: new Map<string, { body: Buffer; contentType: string }>(), down: false, requests: 0 };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      state.requests++;
      const body = Buffer.concat(chunks);
      const send = (status: number, payload: string | Buffer = "", contentType = "application/xml") => {
        res.writeHead(status, { "content-type": contentType });
        res.end(payload);
      };
      if (state.down) return send(503, xmlError("ServiceUnavailable", "Please reduce your request rate."));

      const auth =
        /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
          req.headers.authorization ?? "",
        );
      const amzDate = String(req.headers["x-amz-date"] ?? "");
      const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
      if (!auth || auth[1] !== credentials.accessKeyId || auth[3] !== credentials.region || !amzDate.startsWith(auth[2]!)) {
        return send(403, xmlError("InvalidAccessKeyId", "The credentials are not valid."));
      }
      if (payloadHash !== sha256Hex(body)) return send(400, xmlError("XAmzContentSHA256Mismatch", "The payload hash does not match."));
      const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
      const headers = Object.fromEntries(auth[4]!.split(";").map((name) => [name, String(req.headers[name] ?? "")]));
      const expected = signature({ method: req.method ?? "GET", url, headers, payloadHash }, credentials, amzDate).signature;
      if (expected !== auth[5]) return send(403, xmlError("SignatureDoesNotMatch", "The signature does not match."));

      const [, bucketName, ...rest] = decodeURIComponent(url.pathname).split("/");
      const key = rest.join("/");
      if (bucketName !== bucket) return send(404, xmlError("NoSuchBucket", "The bucket does not exist."));
      if (!key) return send(400, xmlError("InvalidRequest", "An object key is required."));
      switch (req.method) {
        case "PUT":
          state.objects.set(key, { body, contentType: String(req.headers["content-type"] ?? "application/octet-stream") });
          return send(200);
        case "GET": {
          const object = state.objects.get(key);
          return object ? send(200, object.body, object.contentType) : send(404, xmlError("NoSuchKey", "The key does not exist."));
        }
        case "HEAD": {
          // Headers only, as S3 answers HEAD Object: the status says whether the object is there.
          const object = state.objects.get(key);
          res.writeHead(object ? 200 : 404, object ? { "content-type": object.contentType } : {}).end();
          return;
        }
        case "DELETE":
          state.objects.delete(key);
          res.writeHead(204).end();
          return;
        default:
          return send(405, xmlError("MethodNotAllowed", "The method is not allowed."));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    credentials,
    bucket,
    get objects() {
      return state.objects;
    },
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    get requests() {
      return state.requests;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
