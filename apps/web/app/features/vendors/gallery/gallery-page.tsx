import { useState } from "react";
import { PHOTO_COPY, GALLERY, messageFor } from "@utsav/domain/client";
import type { GalleryConfig, GalleryView } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { useActFetcher } from "../../../shared/lib/forms/use-act-fetcher";
import { ImageSourceDialog } from "../../../shared/ui/image-source-dialog";
import { FormAlert } from "../../../shared/ui/vendor-area/field";
import { AddPhotosDialog } from "./add-photos-dialog";
import { captionUpdates } from "./caption-drafts";
import type { CaptionDrafts } from "./caption-drafts";
import type { GalleryAct, GalleryAnswer } from "./gallery-acts";
import { PhotoCard } from "./photo-card";
import { photosText } from "./photo-name";
import { RemovePhotosDialog } from "./remove-photos-dialog";
import { useAddPhotos } from "./use-add-photos";
import styles from "./gallery-page.module.css";

interface GalleryPageProps {
  /** The gallery the loader read (again after every change). */
  gallery: GalleryView;
  /** The limits the loader read; null when that call failed (the page then goes by the same limits of the domain). */
  config: GalleryConfig | null;
}

/**
 * The vendor's gallery (application §7; docs/decisions/0009): add photos with captions, edit the captions and save
 * them in one go, choose the main photo (the storefront's logo), remove several after a confirmation. Each change is an
 * act of gallery-acts.ts, run by the route's clientAction; a failure shows the server's errorMessage, else the call's
 * message of application §8.
 */
export function GalleryPage({ gallery, config }: GalleryPageProps) {
  const [drafts, setDrafts] = useState<CaptionDrafts>({});
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [staged, setStaged] = useState<File[] | null>(null);
  const [settingMainId, setSettingMainId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState("");

  /** Says how an act went; `then` is what the page does after a success. */
  const answered = (then?: () => void) => (answer: GalleryAnswer) => {
    if (!answer.ok) return setProblem(answer.error);
    setNotice(answer.notice);
    then?.();
  };
  const action = paths.vendorGallery();
  const saveCaptions = useActFetcher<GalleryAnswer, GalleryAct>({ action, onAnswer: answered(() => setDrafts({})) });
  const setMain = useActFetcher<GalleryAnswer, GalleryAct>({ action, onAnswer: answered() });
  const remove = useActFetcher<GalleryAnswer, GalleryAct>({
    action,
    onAnswer: (answer) => {
      setConfirmOpen(false);
      answered(() => {
        setSelected([]);
        setSelecting(false);
      })(answer);
    },
  });
  const photos = useAddPhotos();

  const images = gallery.images;
  const maxImages = config?.maxImages ?? gallery.maxImages;
  const maxCaptionLength = config?.maxCaptionLength ?? GALLERY.maxCaptionLength;
  const acceptedTypes = config?.acceptedTypes ?? GALLERY.acceptedMimeTypes;
  const updates = captionUpdates(images, drafts);
  const busy = saveCaptions.busy || setMain.busy || remove.busy || photos.uploading;
  const full = images.length >= maxImages;

  /** Starts an action: the last failure and notice go. */
  function begin() {
    setProblem(null);
    setNotice("");
    photos.clearProblem();
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    if (updates.length === 0) return;
    begin();
    void saveCaptions.sendJson({ intent: "captions", imageIds: updates.map((u) => u.imageId), captions: updates.map((u) => u.caption) });
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className="page-title">Gallery</h1>
          <p className="muted">Photos of your work. Your offerings show them, and the main photo is your logo on the storefront.</p>
        </div>
        <p className={styles.count}>
          {photosText(images.length)} / {maxImages} max
        </p>
      </header>

      <div className={styles.toolbar}>
        {selecting ? (
          <>
            <p className={styles.selectedCount}>{messageFor.multiSelected(selected.length)}</p>
            <button
              type="button"
              className={`btn ${styles.danger}`}
              disabled={selected.length === 0 || busy}
              onClick={() => setConfirmOpen(true)}
            >
              Remove selected
            </button>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setSelecting(false);
                setSelected([]);
              }}
            >
              Done
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="btn btn-primary"
              disabled={full || busy}
              onClick={() => {
                begin();
                setChooserOpen(true);
              }}
            >
              {PHOTO_COPY.addPhotos}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={images.length === 0 || busy}
              onClick={() => {
                begin();
                setSelecting(true);
              }}
            >
              Select photos to remove
            </button>
          </>
        )}
      </div>
      {full && !selecting ? <p className={styles.hint}>Your gallery is full. Remove photos to add new ones.</p> : null}

      <FormAlert message={problem ?? (staged ? null : photos.problem)} />
      <p role="status" className={notice ? styles.notice : "visually-hidden"}>
        {notice}
      </p>

      {images.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No photos yet</p>
          <p className="muted">Add photos of your work: you choose from them when you create an offering.</p>
        </div>
      ) : (
        <form className={styles.form} onSubmit={save} aria-label="Photos">
          <ul className={styles.grid}>
            {images.map((image, index) => (
              <li key={image.id}>
                <PhotoCard
                  image={image}
                  index={index}
                  caption={drafts[image.id] ?? image.caption}
                  maxCaptionLength={maxCaptionLength}
                  onCaptionChange={(caption) => setDrafts((current) => ({ ...current, [image.id]: caption }))}
                  selecting={selecting}
                  selected={selected.includes(image.id)}
                  onSelectedChange={(on) =>
                    setSelected((current) => (on ? [...current, image.id] : current.filter((id) => id !== image.id)))
                  }
                  settingMain={setMain.busy && settingMainId === image.id}
                  onSetMain={() => {
                    begin();
                    setSettingMainId(image.id);
                    void setMain.sendJson({ intent: "main-image", imageId: image.id });
                  }}
                  busy={busy}
                />
              </li>
            ))}
          </ul>
          {updates.length > 0 && !selecting ? (
            <div className={styles.saveBar}>
              <p>{updates.length === 1 ? "1 caption changed" : `${updates.length} captions changed`}</p>
              <div className={styles.saveActions}>
                <button type="button" className="btn btn-outline" onClick={() => setDrafts({})} disabled={busy}>
                  Discard
                </button>
                <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={saveCaptions.busy || undefined}>
                  {saveCaptions.busy ? "Saving..." : "Save captions"}
                </button>
              </div>
            </div>
          ) : null}
        </form>
      )}

      <ImageSourceDialog
        open={chooserOpen}
        onOpenChange={setChooserOpen}
        accept={acceptedTypes}
        multiple
        onFiles={(files) => {
          setChooserOpen(false);
          const accepted = photos.accept(files);
          if (accepted.length > 0) setStaged(accepted);
        }}
      />
      <AddPhotosDialog
        files={staged}
        maxCaptionLength={maxCaptionLength}
        uploading={photos.uploading}
        problem={photos.problem}
        onClose={() => {
          setStaged(null);
          photos.clearProblem();
        }}
        onUpload={(added) =>
          photos.upload(added, (answer) => {
            setStaged(null);
            setNotice(answer.notice);
          })
        }
      />
      <RemovePhotosDialog
        open={confirmOpen}
        count={selected.length}
        removing={remove.busy}
        onConfirm={() => {
          begin();
          void remove.sendJson({ intent: "remove", imageIds: selected });
        }}
        onOpenChange={setConfirmOpen}
      />
    </div>
  );
}
