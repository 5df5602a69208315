/**
 * A picture field of a form: the chosen file goes to the API (POST uploads, stored as a file) and the
 * field holds the URL it answers, with a preview. Old rows may hold a data URL: shown, kept until replaced.
 */
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Image, Typography, Upload } from 'antd';
import { useState } from 'react';
import {
  apiPaths,
  adminContentMessages,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPE_NAMES,
  uploadResultSchema,
} from 'shared-contracts';
import { api } from '../api/client';

/** A file as a data URL, the form the upload call takes. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(adminContentMessages.uploadUnreadable));
    reader.readAsDataURL(file);
  });
}

interface ImageUploadProps {
  value?: string;
  onChange?(url: string): void;
  /** Preview size in px: the banner is wide, a game cover square. */
  previewWidth?: number;
  previewHeight?: number;
  testId?: string;
}

export function ImageUpload({ value, onChange, previewWidth = 240, previewHeight = 120, testId }: ImageUploadProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function send(file: File) {
    // The API decides by the bytes; these checks only spare a pointless upload.
    if (!(UPLOAD_TYPE_NAMES as string[]).includes(file.type))
      return void message.error(adminContentMessages.uploadType);
    if (file.size > UPLOAD_MAX_BYTES) return void message.error(adminContentMessages.uploadTooLarge);
    setBusy(true);
    try {
      const uploaded = await api.post(
        apiPaths.admin.uploads,
        { data_url: await readAsDataUrl(file) },
        uploadResultSchema,
      );
      onChange?.(uploaded.url);
      message.success('图片已上传');
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const box = { width: previewWidth, height: previewHeight, objectFit: 'contain' as const, background: '#fafafa' };
  return (
    <Flex vertical gap={8} align="flex-start" data-testid={testId}>
      {value ? (
        <Image src={value} alt="预览" style={box} />
      ) : (
        <Flex align="center" justify="center" style={{ ...box, border: '1px dashed #d9d9d9', color: '#999' }}>
          未选择图片
        </Flex>
      )}
      <Upload
        accept={UPLOAD_TYPE_NAMES.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {value ? '更换图片' : '上传图片'}
        </Button>
      </Upload>
      <Typography.Text type="secondary">PNG、JPEG、WebP、GIF，不超过 2 MB</Typography.Text>
      {value?.startsWith('data:') ? (
        <Typography.Text type="warning">内嵌图片（旧数据），更换后将以文件保存</Typography.Text>
      ) : (
        value && (
          <Typography.Text type="secondary" copyable style={{ maxWidth: 480 }} ellipsis>
            {value}
          </Typography.Text>
        )
      )}
    </Flex>
  );
}
