import { z } from 'zod';

// A stored file's key, slashes and all: photos/{name}, avatars/{userId}/{name}, variants/….
export const uploadParams = z.object({
  path: z.string().meta({ description: 'The file key, such as photos/{name}.jpg or avatars/{userId}/{name}.png' }),
});

// A file's bytes, as OpenAPI describes them: zod has no binary type, and the answer check
// (middleware/check-answer.ts) reads only the media type of such answers.
export const binaryFile = { type: 'string', format: 'binary' } as const;

// An answer that is a stored photo, in any of the types uploads keep.
export const photoFileContent = {
  'image/jpeg': { schema: binaryFile },
  'image/png': { schema: binaryFile },
  'image/webp': { schema: binaryFile },
};
