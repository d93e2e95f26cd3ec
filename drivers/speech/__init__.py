"""Speech: libespeak-ng (or its program) renders each phrase once, cached as WAV."""
