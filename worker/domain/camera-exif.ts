// How a picture was taken, as read from its EXIF and shown on the photo page. Location is
// never part of it.
export type CameraExif = {
  make: string | null;
  model: string | null;
  lens: string | null;
  // millimetres
  focalLength: number | null;
  // The 35 mm equivalent the camera wrote, which gives the crop factor (the AI coach's
  // handheld advice). Absent from records kept before it was read.
  focalLength35mm?: number | null;
  fNumber: number | null;
  // seconds
  exposureTime: number | null;
  iso: number | null;
  // The camera's wall-clock time (EXIF has no zone), with its offset when the camera wrote one.
  takenAt: string | null;
};
