/**
 * REPLICA_URL: the replica kinds Litestream takes (a bucket, an sftp host, a folder), refused
 * with the reason otherwise, and shown by /api/health without a password or keys.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config';
import { displayReplicaUrl } from '../../server/lib/replica';

describe('REPLICA_URL', () => {
  it('takes a bucket, an sftp host, a file URL or an absolute folder (made a file URL)', () => {
    expect(readConfig({ REPLICA_URL: 's3://shop-backups/gaon-rasoi' }).replicaUrl).toBe('s3://shop-backups/gaon-rasoi');
    expect(readConfig({ REPLICA_URL: 'sftp://backup@box.example/srv/gaon' }).replicaUrl).toBe(
      'sftp://backup@box.example/srv/gaon',
    );
    expect(readConfig({ REPLICA_URL: '/media/usb/gaon-rasoi' }).replicaUrl).toBe('file:///media/usb/gaon-rasoi');
    expect(readConfig({}).replicaUrl).toBeUndefined();
  });

  it('refuses anything else, naming the variable', () => {
    for (const value of ['relative/folder', 'http://example.com/x', 'sftp://box.example/srv'])
      expect(() => readConfig({ REPLICA_URL: value })).toThrow(ConfigError);
    expect(() => readConfig({ REPLICA_URL: 'sftp://box.example/srv' })).toThrow(
      /REPLICA_URL: an sftp replica needs the user/,
    );
  });

  it('is shown without a password or keys', () => {
    expect(displayReplicaUrl('sftp://backup:secret@box.example/srv/gaon')).toBe('sftp://backup@box.example/srv/gaon');
    expect(displayReplicaUrl('s3://bucket/path?access-key-id=AK&secret-access-key=SK')).toBe('s3://bucket/path');
  });
});
