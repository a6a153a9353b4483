import type { Database } from "../../db/client.ts";
import { recordAdminAction } from "../admin/audit.ts";
import type { AdminSession, RequestOrigin } from "../admin/service.ts";
import { saveUploadedImage, type PreparedImage } from "../media/uploads.ts";
import { actorOf } from "./review-common.ts";

/** The image manager's upload. */
export function createImageUpload(db: Database) {
  return {
    /** Stores an uploaded picture (checked and re-encoded) for the image manager; answers its address. */
    async uploadImage(
      photo: PreparedImage,
      session: AdminSession,
      from: RequestOrigin,
      purpose: { kind: "recipe" | "product"; id: number | null },
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const url = await saveUploadedImage(tx, photo);
        await recordAdminAction(tx, {
          ...actorOf(session),
          action: "image.uploaded",
          itemType: purpose.kind,
          itemId: purpose.id ?? undefined,
          after: { url, width: photo.width, height: photo.height },
          ip: from.ip,
        });
        return url;
      });
    },
  };
}
