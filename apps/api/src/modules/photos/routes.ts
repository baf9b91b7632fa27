import { apiPaths } from '@maryjane/contract/api-paths';
import { dataEnvelope } from '@maryjane/contract/envelope';
import { idParamsSchema as params } from '@maryjane/contract/ids';
import {
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  photoFileParamsSchema,
  photoFileQuerySchema,
  photoSchema,
  photosQuerySchema,
  photoUploadFieldsSchema,
} from '@maryjane/contract/photos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticate } from '../../platform/http/secured-scope';
import { noContent, ownerOf, secured, securedScope } from '../../platform/http/secured-scope';
import { preparePhoto } from './photo-image';
import { readPhotoUpload } from './photo-upload';
import { answerOnce } from '../../platform/http/idempotency';
import * as photos from './service';
import { binaryFile, fileAnswer } from '../../platform/openapi';

const tags = ['my grow: photos'];

export interface PhotoRoutesOptions extends photos.PhotoDeps {
  authenticate: Authenticate;
}

/**
 * Private photos of grow cycles (issue 26): upload, list and delete with a session; the files
 * themselves through signed, expiring addresses that an `<img>` can load without one.
 */
export const photoRoutes: FastifyPluginAsyncZod<PhotoRoutesOptions> = async (app, options) => {
  const { authenticate, ...deps } = options;
  await securedScope(app, authenticate, (mine) => {
    mine.post(
      apiPaths.growCyclePhotos,
      {
        schema: {
          tags,
          summary: 'Upload a photo to a grow cycle',
          ...secured,
          params,
          response: { 201: dataEnvelope(photoSchema) },
        },
        config: {
          documentedBody: {
            mediaType: 'multipart/form-data',
            schema: photoUploadFieldsSchema.extend({
              [PHOTO_FIELD]: binaryFile.describe('A JPEG, PNG, WebP or AVIF photo, at most 15 MB'),
            }),
          },
        },
        bodyLimit: PHOTO_MAX_BYTES + 1024 * 1024,
      },
      async (request, reply) => {
        // Another grower's cycle is unknown before anything is read (404, not 422).
        await photos.requireOwnCycle(deps.db, ownerOf(request), request.params.id);
        // Read and re-encoded before the transaction: the embedded database runs one at a time,
        // and a retried upload from the offline queue (Idempotency-Key) must end all the same.
        const { file, fields } = await readPhotoUpload(request);
        const image = await preparePhoto(file);
        return answerOnce(deps.db, request, reply, 201, async (tx) => ({
          data: await photos.addPhoto({ ...deps, db: tx }, ownerOf(request), request.params.id, {
            image,
            fields,
          }),
        }));
      },
    );
    mine.get(
      apiPaths.growCyclePhotos,
      {
        schema: {
          tags,
          summary: "List a grow cycle's photos",
          ...secured,
          params,
          querystring: photosQuerySchema,
          response: { 200: dataEnvelope(photoSchema.array()) },
        },
      },
      async (request) => ({
        data: await photos.listPhotos(
          deps,
          ownerOf(request),
          request.params.id,
          request.query.plantId,
        ),
      }),
    );
    mine.delete(
      apiPaths.photo,
      { schema: { tags, summary: 'Delete a photo', ...secured, params, response: noContent } },
      async (request, reply) => {
        await photos.deletePhoto(deps, ownerOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  });

  app.get(
    apiPaths.photoFile,
    {
      schema: {
        tags,
        summary: 'Load a photo image through its signed address',
        params: photoFileParamsSchema,
        querystring: photoFileQuerySchema,
        response: {
          200: fileAnswer('The photo at the size asked for', { 'image/jpeg': binaryFile }),
        },
      },
    },
    async (request, reply) => {
      const { id, size } = request.params;
      const file = await photos.photoFile(deps, id, size, request.query);
      const maxAge = Math.max(0, file.expires - Math.floor(Date.now() / 1000));
      return reply
        .header('Cache-Control', `private, max-age=${maxAge}`)
        .header('X-Content-Type-Options', 'nosniff')
        .type('image/jpeg')
        .send(file.content);
    },
  );
};
