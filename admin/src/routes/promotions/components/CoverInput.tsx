/**
 * A promotion's cover: an uploaded picture kept inline as a data URL (at most 300 kB), or an https
 * address; anything else the API refuses (isPromotionCover), so it is checked here first.
 */
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Image, Input, Upload } from 'antd';
import { isPromotionCover } from 'shared-contracts';

const PICTURES = 'image/png,image/jpeg,image/gif,image/webp';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('读取图片失败'));
    reader.readAsDataURL(file);
  });
}

export function CoverInput(props: { id?: string; value?: string; onChange?: (value: string) => void }) {
  const { message } = App.useApp();
  const value = props.value ?? '';
  const inline = value.startsWith('data:');
  return (
    <Flex gap={12} align="start">
      {value && isPromotionCover(value) ? (
        <Image src={value} alt="活动封面" width={180} height={72} style={{ objectFit: 'cover', borderRadius: 6 }} />
      ) : (
        <Flex
          align="center"
          justify="center"
          style={{ width: 180, height: 72, background: '#f5f5f5', borderRadius: 6, color: '#999' }}
        >
          暂无封面
        </Flex>
      )}
      <Flex vertical gap={8} style={{ flex: 1 }}>
        <Upload
          accept={PICTURES}
          showUploadList={false}
          beforeUpload={async (file) => {
            const url = await readAsDataUrl(file);
            if (!PICTURES.split(',').includes(file.type) || !isPromotionCover(url))
              message.error('封面须为 PNG、JPEG、GIF 或 WebP 图片，且不超过 300KB');
            else props.onChange?.(url);
            // Kept in the form, sent with the promotion: nothing is uploaded on its own.
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>上传图片</Button>
        </Upload>
        <Input
          id={props.id}
          aria-label="封面图片地址"
          placeholder={inline ? '已上传图片（可改填 https 地址）' : '或填写 https 图片地址'}
          value={inline ? '' : value}
          onChange={(event) => props.onChange?.(event.target.value.trim())}
        />
      </Flex>
    </Flex>
  );
}
