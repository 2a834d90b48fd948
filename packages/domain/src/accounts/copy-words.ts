// accounts: its part of COPY and copyFor (shared/copy.ts); kept apart from its MESSAGES so each object is loaded only where it is used.

export const copy = {
  login: "Login",
  logout: "Logout",
  profile: "Profile",
  // sign-in, onboarding and profile (application §2 Login, Onboarding, Profile)
  loginTitle: "Login or sign up",
  loginLead: "Enter your mobile number. We will send you a 6-digit code by SMS.",
  phoneLabel: "Phone number",
  getOtp: "Get OTP",
  codeTitle: "Enter the code",
  changeNumber: "Change number",
  verify: "Verify",
  resendCodeIn: "Resend code in",
  noCode: "Didn't get the code?",
  resendCode: "Resend code",
  // 'By continuing, you agree to our T&C and Privacy Policy.' with its two links
  agreeLead: "By continuing, you agree to our",
  agreeAnd: "and",
  terms: "T&C",
  onboardingTitle: "Tell us about you",
  onboardingLead: "Just your name, and your company if you are shopping for work.",
  name: "Name",
  corporate: "I am shopping for my company (corporate)",
  companyName: "Company name",
  saveAndContinue: "Save and continue",
  savingDetails: "Saving your details",
  welcome: "Welcome",
  continue: "Continue",
  phoneNumber: "Phone Number",
  email: "Email",
  edit: "Edit",
  cancel: "Cancel",
  save: "Save",
  dismiss: "Dismiss",
  uploading: "Uploading...",
  changePicture: "Change profile picture",
  imageSourceTitle: "Choose Image Source",
  imageSourceLead: "Select how you would like to add an image",
  gallery: "Gallery",
  camera: "Camera",
  imageTypeRefused: "Please choose a JPEG, PNG or WebP picture.",
  signedIn: "You are signed in.",
  permissionRefused: "Utsav needs your permission to use the camera or photos. You can allow it in the phone's settings.",
} as const;

export const copyFor = {
  codeSentTo: (length: number, phone: string) => `We sent a ${length}-digit code to ${phone}`,
  welcomeLead: (firstName: string) =>
    `You are all set, ${firstName}. Start exploring decor, gifts and sweets from Bengaluru's best vendors.`,
  codeDigit: (position: number, length: number) => `Digit ${position} of ${length}`,
} as const;
