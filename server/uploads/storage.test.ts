// The bucket address of an upload, in both addressing styles S3-compatible services use.
import { objectUrl } from "./storage";
import type { Env } from "@/server/env";

const settings = (over: Partial<Env>) =>
  ({ S3_BUCKET: "medien", S3_REGION: "eu-central-1", S3_FORCE_PATH_STYLE: false, ...over }) as Env;

describe("objectUrl", () => {
  it("uses AWS's regional endpoint with the bucket as host when no endpoint is set", () => {
    expect(objectUrl("bild_1.png", settings({}))).toBe(
      "https://medien.s3.eu-central-1.amazonaws.com/bild_1.png",
    );
  });

  it("puts the bucket in the path with S3_FORCE_PATH_STYLE", () => {
    expect(
      objectUrl(
        "bild_1.png",
        settings({ S3_ENDPOINT: "http://minio.intern:9000/", S3_FORCE_PATH_STYLE: true }),
      ),
    ).toBe("http://minio.intern:9000/medien/bild_1.png");
  });

  it("puts the bucket before the host of a custom endpoint otherwise", () => {
    expect(objectUrl("bild_1.png", settings({ S3_ENDPOINT: "https://fra1.digitaloceanspaces.com" }))).toBe(
      "https://medien.fra1.digitaloceanspaces.com/bild_1.png",
    );
  });
});
