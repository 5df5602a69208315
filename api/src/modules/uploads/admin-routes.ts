/** Operator route of pictures: the console uploads one (运营); the public route serving it is routes.ts's fileRoutes. */
import { apiPaths, UPLOAD_DATA_URL_MAX_CHARS, uploadRequestSchema, uploadResultSchema } from 'shared-contracts';
import { defineRoute, type RouteDefinition } from '../../http/route';
import { ROLES } from '../../operator-roles';
import { uploadImage } from './service';

/** The JSON around the largest data URL. */
const UPLOAD_BODY_BYTES = UPLOAD_DATA_URL_MAX_CHARS + 1024;

export function uploadRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      tag: 'admin',
      audience: 'operator',
      method: 'POST',
      path: apiPaths.admin.uploads,
      roles: ROLES.operations,
      summary: '上传图片（PNG/JPEG/WebP/GIF，≤ 2 MB，按内容判断类型），返回文件地址',
      input: uploadRequestSchema,
      result: uploadResultSchema,
      bodyLimitBytes: UPLOAD_BODY_BYTES,
      handle: ({ input, subject, context }) => uploadImage(context, subject.id, input),
    }),
  ];
}
