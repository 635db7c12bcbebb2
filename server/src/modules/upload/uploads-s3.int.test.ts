import { describeGroupedUploads } from './one-request-group.suite';
import { describeOneRequestUploads } from './one-request.suite';
import { describeUploadGuards } from './upload-guards.suite';
import { describeUploadInstances } from './upload-instances.suite';
import { describeUploads } from './uploads.suite';

describeUploads('s3');
describeUploadGuards('s3');
describeUploadInstances('s3');
describeOneRequestUploads('s3');
describeGroupedUploads('s3');
