import { Module } from '@nestjs/common';
import { HousekeepingJob } from '../common/housekeeping/housekeeping.job.js';
import { CustomerLinks } from '../customers/customer-links.js';
import { CustomersModule } from '../customers/customers.module.js';
import { MultipartRoutes } from '../security/multipart-routes.js';
import { SecurityModule } from '../security/security.module.js';
import { SitePages } from '../site/site.module.js';
import { WorkshopModule } from '../workshop/workshop.module.js';
import { PasscodeCipher } from './passcode-cipher.js';
import { PasscodeController } from './passcode.controller.js';
import { PasscodeRepository } from './passcode.repository.js';
import { PasscodeService } from './passcode.service.js';
import { PHOTO_UPLOAD_PATH, PhotosController } from './photos.controller.js';
import { PhotosRepository } from './photos.repository.js';
import { PhotosService } from './photos.service.js';
import { SignatureBodyLimit } from './signature-body.js';
import { SignaturesController } from './signatures.controller.js';
import { SignaturesRepository } from './signatures.repository.js';
import { SignaturesService } from './signatures.service.js';
import { TermsController } from './terms.controller.js';
import { TermsRepository } from './terms.repository.js';
import { TermsService } from './terms.service.js';
import { TRACKING_PASSCODE_RATE_LIMIT, TrackPasscodeController } from './track-passcode.controller.js';
import { TRACKING_PHOTOS_RATE_LIMIT, TrackPhotosController } from './track-photos.controller.js';
import { TrackSignaturesController } from './track-signatures.controller.js';
import { TRACKING_RATE_LIMIT } from '../workshop/track.controller.js';

/**
 * The device in the shop's hands (intake spec, issue 40), beside the workshop and above it: the
 * photos of a repair order (photos*), the customer's signatures and the shop's repair terms they
 * sign (signatures*, terms*), and later the passcode. It uses the
 * workshop's orders, history and tracking tokens; the workshop knows nothing of it.
 */
@Module({
  imports: [WorkshopModule, CustomersModule, SecurityModule],
  controllers: [
    PhotosController,
    TrackPhotosController,
    PasscodeController,
    TrackPasscodeController,
    SignaturesController,
    TrackSignaturesController,
    TermsController,
  ],
  providers: [
    PhotosRepository,
    PhotosService,
    PasscodeCipher,
    PasscodeRepository,
    PasscodeService,
    SignaturesRepository,
    SignaturesService,
    SignatureBodyLimit,
    TermsRepository,
    TermsService,
  ],
  // The receipt's PDF shows the order's signatures (payments stands above intake).
  exports: [SignaturesService],
})
export class IntakeModule {
  constructor(
    photos: PhotosService,
    passcodes: PasscodeService,
    signatures: SignaturesService,
    housekeeping: HousekeepingJob,
    links: CustomerLinks,
    multipart: MultipartRoutes,
    pages: SitePages,
  ) {
    // Photos go after the order's longest warranty plus PHOTOS_KEEP_DAYS_AFTER_WARRANTY (spec 4).
    housekeeping.register('photos', (now) => photos.removeAfterWarranty(now));
    // A customer's erasure deletes their orders' photos (spec 4).
    links.register(photos);
    // Passcodes: destroyed 30 days after they were given at the latest, and with an erasure (spec 3, 4).
    housekeeping.register('passcodes', (now) => passcodes.removeExpired(now));
    links.register(passcodes);
    // ... and their signatures' images and names, keeping the fact and the hash (spec 4).
    links.register(signatures);
    // The upload is the one route that takes a form (its files) instead of JSON.
    multipart.allow('POST', PHOTO_UPLOAD_PATH);
    // The tracking page the server renders carries the customer's photos (one visitor's data).
    pages.provide('getRepairTrackingPhotos', {
      read: ({ token }) => photos.trackingList(token ?? ''),
      private: { rateLimit: TRACKING_PHOTOS_RATE_LIMIT },
    });
    // ... and how many times the technician viewed their passcode (spec 3), so it hydrates without a call.
    pages.provide('getRepairTrackingPasscode', {
      read: ({ token }) => passcodes.trackingView(token ?? ''),
      private: { rateLimit: TRACKING_PASSCODE_RATE_LIMIT },
    });
    // ... and whether the intake waits for their signature ("Sign your intake", spec 2).
    pages.provide('getTrackingIntakeDocument', {
      read: ({ token }) => signatures.trackingDocument(token ?? ''),
      private: { rateLimit: TRACKING_RATE_LIMIT },
    });
  }
}
